// The HTML validity test runs the W3C Nu HTML Checker (vnu.jar from the vnu-jar package), which
// needs a Java runtime; install Debian's with apt-get when no `java` is on the PATH.
import { execSync, spawnSync } from 'node:child_process';

const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
if (java.error || java.status !== 0) {
  console.log("java is missing: installing Debian's default-jre-headless with apt-get...");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless`, {
    stdio: 'inherit',
  });
}
