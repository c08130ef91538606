import { fuzzGraphql } from '../../test-support/fuzz/fuzz-suites.js';

fuzzGraphql('anonymous', 8);
