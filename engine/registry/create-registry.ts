/**
 * A registry of named things (widgets, actions): one per kind, made by this factory so tests get their own
 * (STYLE.md habit 4). Registration is explicit, in one index file per kind; registering a name twice throws.
 *
 * @example
 * const actions = createRegistry<ActionDefinition>('action');
 * actions.register('create', createAction);
 * actions.get('create'); // the definition, or undefined
 */
export interface Registry<T> {
  /** What the registry holds, for error messages (`action`, `component`). */
  readonly kind: string;
  /** Adds an item under a name. @throws Error when the name is empty or already registered. */
  register(name: string, item: T): void;
  /** The item of that name, or undefined. */
  get(name: string): T | undefined;
  /** The item of that name. @throws Error when no item has that name. */
  require(name: string): T;
  has(name: string): boolean;
  /** Every registered name, in registration order. */
  names(): string[];
}

/** Makes an empty registry of one kind of item. */
export function createRegistry<T>(kind: string): Registry<T> {
  const items = new Map<string, T>();
  return {
    kind,
    register(name, item) {
      if (!name) throw new Error(`A ${kind} needs a name`);
      if (items.has(name)) throw new Error(`The ${kind} "${name}" is already registered`);
      items.set(name, item);
    },
    get: (name) => items.get(name),
    require(name) {
      const item = items.get(name);
      if (item === undefined) throw new Error(`No ${kind} is registered as "${name}"`);
      return item;
    },
    has: (name) => items.has(name),
    names: () => [...items.keys()],
  };
}
