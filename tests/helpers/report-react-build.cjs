// Preloaded (`node --require`) by a process test: reports which build of React's packages the server
// process loads. Each package's entry requires `./cjs/<name>.production.js` or `.development.js`.
const Module = require('node:module');

const load = Module._load;
Module._load = function reportReactBuild(request, ...rest) {
  const build = /\/cjs\/react[\w.-]*\.(production|development)\.js$/.exec(request);
  if (build) process.stderr.write(`react build loaded: ${build[1]} (${request})\n`);
  return load.call(this, request, ...rest);
};
