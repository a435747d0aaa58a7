/**
 * HubSpot CRM adapter: reads owners, deals, companies and contacts through the official
 * client and maps them to the service's AccountInput / ContactInput.
 */
export {
  createHubSpotClient,
  HUBSPOT_BASE_URL,
  HUBSPOT_PAGE_SIZE,
  HubSpotApiError,
  type HubSpotClientOptions,
  type HubSpotReader,
  hubSpotReader,
  type PageProgress,
} from './client';
export {
  companySegment,
  dateOnly,
  type DealOutcome,
  dealOutcome,
  dealStageLabel,
  mapHubSpot,
  type MappedHubSpot,
  ownerName,
} from './map';
export type { HubSpotData, HubSpotOwner, HubSpotRecord } from './types';
