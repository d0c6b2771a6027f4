/** Impersonation dialog strings, its failures included. */
export const impersonationStrings = {
  title: 'Select User to Impersonate',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search users by name or email...',
  listLabel: 'Users',
  adminTag: 'Admin User',
  loading: 'Loading users...',
  noMatches: 'No users found matching your search',
  noMatchesHint: 'Try adjusting your search terms',
  noUsers: 'No users available',
  loadError: 'Failed to load users. Please try again.',
  startError: 'Failed to start impersonation.',
  starting: 'Starting impersonation...',
  retry: 'Retry',
  cancel: 'Cancel',
} as const;
