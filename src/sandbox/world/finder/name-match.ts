/** The sandbox's people search matches names with the service's own rule (src/domain/names). */
export * from '../../../domain/names/name-match';
