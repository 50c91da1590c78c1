import { coursePath } from './course-path.mjs';

/** Real paths of the running site for the load and Lighthouse benchmarks, one per page type. */
export async function samplePaths(baseUrl) {
  return {
    home: '/',
    explorer: '/sok?department=course&location=Stockholm',
    course: await coursePath(baseUrl),
    checkout: '/checkout/customer',
  };
}
