// What `import "server-only"` loads in code that Node runs outside Next (the scripts under scripts/
// and the integration tests, through tsx with tsconfig.node.json): nothing. The marker's own
// module throws everywhere but in React's server environment, which only Next sets up; Next's
// build still refuses the marker in a client component (docs/development.md).
export {};
