/**
 * A value made on first use, then kept. The modules import each other through
 * their faces (index.ts), so a read model another module offers is built when
 * a query first needs it, not while the modules are still loading.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
