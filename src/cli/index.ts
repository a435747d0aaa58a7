import { runCli } from './program';

// The `tracker` binary: the command tree of ./program.ts on this process's streams and environment.
// A failure exits at once (a command may leave a connection open); success lets the process end.
const code = await runCli(process.argv.slice(2));
if (code !== 0) process.exit(code);
