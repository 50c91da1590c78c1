import { OWN_WORKERD_FILES, WORKER_TEST_FILES, workerTestConfig } from './tests/support/worker-test-config.ts';

// Worker tests that share a workerd (and its storage) per vitest worker, one file after another:
// starting a workerd per file cost two thirds of this layer's time. Each makes the rows, clients
// and apps it reads, so what an earlier file left does not change its answers; the files that
// cannot are listed in OWN_WORKERD_FILES and run in vitest.worker-own.config.ts.
export default workerTestConfig({ name: 'worker', include: WORKER_TEST_FILES, exclude: OWN_WORKERD_FILES, isolate: false });
