// Vite resolves these at build time: a worker constructor and a stylesheet from the altcha package.
declare module 'altcha/workers/pbkdf2?worker' {
  const WorkerConstructor: new () => Worker
  export default WorkerConstructor
}
declare module 'altcha/altcha.css'
