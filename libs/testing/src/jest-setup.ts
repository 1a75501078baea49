import pactum from 'pactum';

/*
 * Loaded before every test file (jest.config.js, setupFilesAfterEnv). Pactum gives up on a request
 * after 3 s by default: a timed test in disguise, which fails on a loaded CI machine while an export
 * job shares the process. Speed goals live in tools/bench; here a request only has to answer within
 * the test's own timeout.
 */
pactum.request.setDefaultTimeout(30_000);
