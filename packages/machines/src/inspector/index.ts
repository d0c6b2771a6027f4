// The machine inspector's pure parts (Storybook's `Machine` panel and the QA stories' bridge): the
// definition read from a machine, the chart to lay out, the event log with time travel, JSON copies.

export * from './channel.ts';
export * from './definition.ts';
export * from './description.ts';
export * from './graph.ts';
export * from './log.ts';
export * from './serialize.ts';
