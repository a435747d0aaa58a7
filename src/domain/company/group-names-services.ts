/**
 * Group knowledge, round 30 (issue #21): field-service, facilities, hotel, catering, ground-handling and parcel groups
 * and their OPERATING arms — the companies they own and run under names of their own — in the format of `group-names.ts`
 * ("+ Name > …" grows a group listed in an earlier file). Read by `groups.ts` after the finance file.
 *
 * Why w4d's Downer → Spotless, Grupo GPS → Top Service, Cathay Pacific → Hong Kong Airport Services and Almarai → its
 * bakery company read as moves (asked before any line was written): the groups were either absent (Downer, GPS, Cathay
 * Pacific) or listed without the arm as their own staff write it (Almarai's Western Bakeries in Arabic). No rule can join
 * two names that share nothing. The class: the operating arms of the sector's groups — facilities (Downer's Spotless,
 * GPS's companies, Mitie's, Serco's), security (Allied Universal's G4S), lifts (Otis's Zardoya, TK Elevator's former
 * name), hotel companies and their brands (Marriott, Hilton, IHG, Shangri-La, Jin Jiang, Huazhu), catering (Compass,
 * Sodexo, Aramark), airlines' and airports' handling arms (Cathay's HAS, SATS's WFS, Swissport), parcels (FedEx's TNT, UPS's).
 *
 * How every read set labels a move between a group and its own arm (recounted for this round): as one family — a
 * promotion or title change, never a move — as rounds 15 and 27-29 found for every other sector (docs/decisions.md,
 * "Detection round 30 (pairs)"). Round 15's criterion holds: control decides; stakes below control (Swire's Cathay),
 * sold arms (Vestis, Aramark's uniforms since 2023; Coyote, UPS's until 2024) and franchised properties are not the group's.
 * A hotel brand is listed as "<brand> Hotels" or by a word only the brand uses, so a stranger sharing a common word stays
 * out. Source: the groups' annual reports' lists of principal subsidiaries and their investor pages, written group by
 * group from that knowledge, never from a labelled set's rows.
 */
export const GROUP_NAMES_SERVICES = `
Downer|Downer Group|Downer EDI|Downer EDI Limited > Spotless|Spotless Group|Spotless Facility Services|Spotless Services|Downer Defence Systems
Grupo GPS|GPS Participações|GPS Participações e Empreendimentos > Top Service|Top Service Serviços e Sistemas|Proevi|Proevi Proteção Especial de Vigilância|Graber Sistemas de Segurança|Sunset Facilities|GPS Vigilância
Cathay Pacific|Cathay Pacific Airways|Cathay Group|國泰航空|国泰航空 > Hong Kong Airport Services|Cathay Pacific Catering Services|Cathay Cargo Terminal|Air Hong Kong|HK Express|Hong Kong Express Airways|Vogue Laundry Service
+ Almarai > المخابز الغربية|شركة المخابز الغربية|لوزين
Mitie|Mitie Group > DMA Group|Esoteric|Source8|Custom Solar|Interserve Facilities Management
Serco|Serco Group > Whitney Bradley & Brown|Clemaco
Allied Universal|Allied Universal Security Services|Universal Protection Service > G4S|G4S Secure Solutions|G4S Security Services|AlliedBarton|SOS Security
+ Otis Worldwide > Zardoya Otis|Zardoya
TK Elevator|TKE|thyssenkrupp Elevator|thyssenkrupp Elevator Technology|ThyssenKrupp Elevator AG
+ Compass Group > Chartwells|Levy Restaurants|Restaurant Associates|Bon Appétit Management Company|Flik Hospitality|Morrison Healthcare|Medirest|Eurest Support Services|Crothall Healthcare|Unidine
+ Sodexo > Sodexo Live!|Centerplate|Entegra Procurement|Sodexo Energy & Resources
Aramark|Aramark Corporation > Avendra|Union Supply Group
Vestis|Vestis Corporation|Aramark Uniform Services
+ Marriott International > Sheraton Hotels|Sheraton|Westin Hotels|Westin|The Ritz-Carlton|Ritz-Carlton|The Ritz-Carlton Hotel Company|Starwood Hotels|Starwood Hotels & Resorts|St. Regis Hotels|Le Méridien|Aloft Hotels|Renaissance Hotels
+ Hilton > DoubleTree|DoubleTree by Hilton|Conrad Hotels|Waldorf Astoria Hotels|Embassy Suites|Hampton Inn
+ InterContinental Hotels Group > IHG Hotels & Resorts|Holiday Inn|Holiday Inn Express|Crowne Plaza|Kimpton Hotels|Kimpton|Six Senses|Regent Hotels|Hotel Indigo
Holiday Inn Club Vacations
Shangri-La|Shangri-La Group|Shangri-La Asia|Shangri-La Hotels and Resorts|香格里拉 > Kerry Hotels|Traders Hotels|Hotel Jen
Jin Jiang International|Jin Jiang Hotels|锦江国际|锦江酒店 > Radisson Hotel Group|Plateno Group|铂涛|维也纳酒店|7 Days Inn
H World Group|H World|Huazhu|Huazhu Group|华住|华住集团 > Deutsche Hospitality|Steigenberger Hotels|Steigenberger|汉庭|全季酒店|Hanting Hotels
Swissport|Swissport International > Aerocare
+ SATS > Worldwide Flight Services|WFS
+ FedEx > TNT Express|GENCO Distribution System|FedEx Office
+ UPS > Roadie|Happy Returns|Marken|MNX Global Logistics|Frigo-Trans
`;
