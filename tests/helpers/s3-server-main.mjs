// Runs s3rver (an S3-protocol server) for tests/helpers/s3-server.ts in a process of its own: node
// s3-server-main.mjs <directory> <bucket>. Prints its port as one JSON line once it listens.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
