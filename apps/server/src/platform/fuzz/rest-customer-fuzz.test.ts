import { fuzzRest } from '../../test-support/fuzz/fuzz-suites.js';

fuzzRest('customer', 20);
