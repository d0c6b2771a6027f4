/** The route guard shows the plain text `Loading` while the session check runs. */
export const routeGuardStrings = { loading: 'Loading' } as const;
