// The project's tests run on Node 24, the Action runtime. The `node`
// devDependency puts Node 24 first on the PATH of npm scripts; this says so, or fails loudly.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `npm test must run on Node 24, but this is Node ${process.versions.node}. Run it through npm (npm test), which uses the pinned node@24 devDependency.`,
  );
  process.exit(1);
}
console.log(`Node ${process.versions.node}`);
