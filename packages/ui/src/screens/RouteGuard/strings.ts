/** The route guard shows the plain text `Loading` while the session check runs (spec section 2). */
export const routeGuardStrings = { loading: 'Loading' } as const;
