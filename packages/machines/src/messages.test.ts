import { describe, expect, it } from 'vitest';
import { errorMessage, messages } from './messages';

describe('messages: the spec strings, verbatim', () => {
  it('has every user-visible string of the spec exactly', () => {
    expect(messages.loginFailed).toBe('Login failed, please try again.');
    expect(messages.unexpectedError).toBe('An unexpected error occurred. Please try again.');
    expect(messages.noExistingSession).toBe('No existing session');
    expect(messages.loadUsersFailed).toBe('Failed to load users. Please try again.');
    expect(messages.loadUsersFailedLog).toBe('Failed to load users');
    expect(messages.noUsersMatching).toBe('No users found matching your search');
    expect(messages.noUsersMatchingHint).toBe('Try adjusting your search terms');
    expect(messages.noUsersAvailable).toBe('No users available');
    expect(messages.impersonationFailed).toBe('Failed to start impersonation.');
    expect(messages.serviceNotStarted).toBe('Not started');
    expect(messages.serviceLoading).toBe('Loading...');
    expect(messages.serviceRecords(12)).toBe('12 records');
    expect(messages.csvProxyError(502, 'Bad Gateway')).toBe('CSV proxy error: 502 Bad Gateway');
    expect(messages.csvFetchFailed).toBe('Failed to fetch CSV data');
    expect(messages.refreshFailed).toBe('Failed to refresh data.');
    expect(messages.contextEmpty).toBe(
      'No context data available. Please select a store and date in Global Settings.',
    );
    expect(messages.contextBuilding).toBe('Building context...');
    expect(messages.contextFailed('bad rows')).toBe('Failed to build context: bad rows');
    expect(messages.cacheKeyDateRequired).toBe('Date string is required for cache key generation.');
    expect(messages.cacheKeyDateFormat).toBe('Date must be in YYYY-MM-DD format.');
    expect(messages.cacheStatusActive).toBe('Active');
    expect(messages.cacheStatusEmpty).toBe('Empty');
    expect(messages.chatError('Failed to fetch API')).toBe('Error: Failed to fetch API');
    expect(messages.chatApiFailed).toBe('Failed to fetch API');
  });

  it('errorMessage: the thrown message, else the fallback', () => {
    expect(errorMessage(new Error('boom'), 'x')).toBe('boom');
    expect(errorMessage('plain', 'x')).toBe('plain');
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(errorMessage({ message: 'not an Error' }, 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
