export type { Applied, AppliedWithContext, MachineEvent } from './apply-event';
export { allowedEvents, applyEvent, applyEventWithContext, restoreSnapshot } from './apply-event';
export type { ContactTrackingEvent, ContactTrackingStatus } from './contact-tracking.machine';
export { CONTACT_TRACKING_STATUSES, contactTrackingMachine } from './contact-tracking.machine';
export type { DeliveryContext, DeliveryEvent, DeliveryStatus } from './delivery.machine';
export { DELIVERY_STATUSES, deliveryMachine } from './delivery.machine';
export type { MachineDescription, MachineTransition } from './describe-machine';
export { describeMachine, finalStatusesOf, statusesOf, transitionsOf } from './describe-machine';
export type { JournalEdgeCount, TakenEdge } from './edge-counts';
export { movesOf } from './edge-counts';
export type { ImportEvent, ImportStatus } from './import.machine';
export { IMPORT_FINAL_STATUSES, IMPORT_STATUSES, importMachine } from './import.machine';
export type { PlayStatus, PlayStatusEvent, PlayStatusEventType } from './play-status.machine';
export { PLAY_STATUSES, playStatusEvent, playStatusMachine } from './play-status.machine';
export type { RegisteredMachine } from './registry';
export { findMachine, MACHINES } from './registry';
export type { RunContext, RunEvent, RunFacts, RunPausedReason, RunStatus } from './run.machine';
export {
  RUN_AUTO_RESUME_REASONS,
  RUN_FINAL_STATUSES,
  RUN_PAUSED_REASONS,
  RUN_QUEUED_PAUSE_REASONS,
  RUN_STATUSES,
  runMachine,
} from './run.machine';
export type { MachineTiming } from './timings';
export { DELIVERY_TIMINGS, FINDER_TIMINGS, formatDelay, MACHINE_TIMINGS, NOTIFICATION_TIMINGS, RUN_TIMINGS, SECOND_LOOK_TIMINGS } from './timings';
export type { WebhookEndpointContext, WebhookEndpointEvent, WebhookEndpointStatus } from './webhook-endpoint.machine';
export {
  WEBHOOK_DISABLE_AFTER,
  WEBHOOK_ENDPOINT_STATUSES,
  webhookEndpointMachine,
} from './webhook-endpoint.machine';
