import { fuzzGraphql } from '../../test-support/fuzz/fuzz-suites.js';

fuzzGraphql('customer', 12, 'query');
