import { lazy, memo, Suspense, useRef, type ComponentType, type ReactNode } from 'react';

type Props = Record<string, unknown>;

const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function';

const isPlainObject = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Equal for the part: the same values, functions aside (it calls the latest one). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (isFunction(a) && isFunction(b))) return true;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key], b[key]) || (isFunction(a[key]) && isFunction(b[key])))
  );
}

function sameProps(a: Props, b: Props): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue(a[key], b[key]));
}

/**
 * A part of a page whose code is not in the page's first JavaScript: it starts loading as soon
 * as the module that declares the part runs (with the page's own code, before hydration), and
 * the server renders the part in full. In the browser its HTML stays as it came until the code
 * is there, then React hydrates it: links and fields work as HTML meanwhile, and a tap on one
 * of its buttons is kept by the page's loader and made again once React listens.
 *
 * Until the part has hydrated, no render of the page may reach it: React would drop its HTML
 * for the (empty) fallback, and the page would jump. So the part renders again only when a prop
 * changes in value: a list compared by identity, a state object ({ status, data }) field by
 * field, and functions never, since the part is handed stable ones that call the latest.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What a render in the browser shows until the code is here (never the prerendered HTML). */
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const loading = load();
  const Part = lazy(async () => ({ default: await loading }));

  function Deferred(props: P) {
    const latest = useRef(props as Props);
    latest.current = props as Props;
    const stable = useRef(new Map<string, (...args: unknown[]) => unknown>());
    const passed: Props = {};
    for (const [key, value] of Object.entries(props as Props)) {
      if (!isFunction(value)) {
        passed[key] = value;
        continue;
      }
      let call = stable.current.get(key);
      if (!call) {
        call = (...args: unknown[]) =>
          (latest.current[key] as (...values: unknown[]) => unknown)(...args);
        stable.current.set(key, call);
      }
      passed[key] = call;
    }
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...(passed as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  Deferred.displayName = 'Deferred';
  return memo(Deferred, (a, b) => sameProps(a as Props, b as Props)) as unknown as ComponentType<P>;
}
