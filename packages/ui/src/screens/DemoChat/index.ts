export { DEMO_MESSAGE_INTERVAL_MS, DemoChat, type DemoChatProps } from './DemoChat';
export { demoChatStrings } from './strings';
