/** The Hono environment of every route: the checked query parameters, one string each. */
export interface AppEnv {
  Variables: {
    query: Readonly<Record<string, string>>;
  };
}
