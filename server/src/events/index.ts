// The one stream of domain events (issue 22): declared types, the outbox, the dispatcher.
export * from './event-types';
export * from './event-stream';
