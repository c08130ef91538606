import { fuzzRest } from '../../test-support/fuzz/fuzz-suites.js';

fuzzRest('anonymous', 15);
