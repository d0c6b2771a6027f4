export { SessionProvider, sessionHint, useSession, useSessionSelector } from './session';
