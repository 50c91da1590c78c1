import { OWN_WORKERD_FILES, workerTestConfig } from './tests/support/worker-test-config.ts';

// Worker tests that each get a workerd and storage of their own (OWN_WORKERD_FILES says why).
export default workerTestConfig({ name: 'worker-own', include: OWN_WORKERD_FILES, isolate: true });
