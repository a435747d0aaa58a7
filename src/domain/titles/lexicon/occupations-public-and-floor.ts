import type { Family } from './occupations';
import { familyEntries } from './occupations';
import type { LexiconEntry } from './types';
import { entries } from './types';

/**
 * Round 14 (issue #21), the rest of the read sets' function-miss classes (w3f–w3m) beside
 * `occupations-depots-airports-property.ts`: public-sector chiefs and their deputies, English domain words, clinical
 * and specialty sales, crane operators, copywriters and ad targeters, kitchen helpers, network administrators, user
 * researchers, travelling sales reps, access control and cash-in-transit — each with its work's function.
 */
const FAMILIES: Readonly<Record<string, Family>> = {
  /** A department's name in words the language files lacked: it decides the function of a head or a specialist in it. */
  departmentsEngineering: { fn: 'engineering', seniority: null, tier: 2, terms: { uk: ['іт'], ru: ['ит'] } },
  departmentsPeople: {
    fn: 'people',
    seniority: null,
    tier: 1,
    terms: {
      hi: ['वेतन एवं लाभ', 'वेतन और लाभ'],
      hu: ['bér és juttatás*', 'emberierőforrás*'],
      it: ['retribuzioni e benefit', 'retribuzioni e benefits'],
      vi: ['c & b', 'đãi ngộ và phúc lợi'],
      nl: ['p & o'],
      ro: ['capital uman'],
      ja: ['人財', '人財開発'],
    },
  },
  /** Their deputies: vp / executive. */
  publicSectorDeputies: {
    fn: 'executive',
    seniority: 'vp',
    claimsRank: true,
    tier: 1,
    terms: {
      en: [
        'assistant city manager', 'deputy city manager', 'assistant town manager', 'deputy town manager', 'assistant county manager',
        'deputy county manager', 'assistant county administrator', 'deputy county administrator', 'deputy city administrator',
        'deputy superintendent', 'assistant superintendent',
      ],
    },
  },
  /** English domain words of the read sets' misses, each with the function of its work. */
  englishDomainsOperations: { fn: 'operations', seniority: null, tier: 2, terms: { en: ['stores', 'feedlot', 'feedyard', 'pen rider', 'ranch hand'] } },
  englishDomainsCustomer: { fn: 'customer_success', seniority: null, tier: 2, terms: { en: ['guest experience', 'guest services', 'guest service'] } },
  englishDomainsFinance: { fn: 'finance', seniority: null, tier: 2, terms: { en: ['transaction services', 'transaction advisory'], pl: ['audycie'] } },
  englishDomainsEngineering: { fn: 'engineering', seniority: null, tier: 2, terms: { en: ['gis', 'geospatial'] } },
  /** Clinical sales: sales, not the clinical research the "clinical" rule reads (a longer match at the same place wins). */
  clinicalSales: {
    fn: 'sales',
    seniority: null,
    tier: 1,
    terms: { en: ['clinical sales', 'clinical account specialist', 'clinical account manager', 'clinical account executive', 'clinical sales specialist'] },
  },
  cranes: {
    fn: 'operations',
    seniority: null,
    tier: 1,
    terms: {
      en: ['crane operator', 'overhead crane operator', 'gantry crane operator', 'reach truck operator'],
      de: ['kranführer*', 'kranfahrer*'],
      fr: ['grutier', 'grutiere', 'pontier', 'pontiere'],
      es: ['gruista', 'operador de grua', 'operadora de grua', 'operador de puente grua'],
      pt: ['operador de guindaste', 'operadora de guindaste', 'guindasteiro', 'operador de ponte rolante', 'operadora de ponte rolante'],
      it: ['gruista', 'carropontista'],
      nl: ['kraanmachinist*', 'kraandrijver*'],
      pl: ['operator suwnicy', 'operatorka suwnicy', 'suwnicowy', 'operator dźwigu', 'dźwigowy', 'operator żurawia'],
      sv: ['kranförare', 'traverskranförare', 'traversförare'],
      fi: ['nosturinkuljettaja*', 'nosturikuski', 'kurottajakuski', 'kurottajankuljettaja*'],
      ru: ['крановщик*', 'машинист крана'],
      uk: ['кранівник*', 'машиніст крана'],
      tr: ['vinç operatörü', 'istif makinesi operatörü', 'forklift operatörü'],
      id: ['operator crane', 'operator reach truck'],
      ro: ['macaragiu', 'operator macara', 'operator macara portuara'],
      he: ['מפעיל עגורן', 'מפעילת עגורן', 'עגורנאי', 'מפעיל מלגזה', 'מפעילת מלגזה', 'מלגזן'],
      ar: ['مشغل رافعه', 'مشغل رافعه برجيه', 'مشغل رافعه شوكيه'],
      ja: ['クレーンオペレーター', 'クレーン運転士', 'クレーン運転手'],
      zh: ['行车司机', '起重机司机', '塔吊司机'],
      ko: ['크레인 기사', '크레인 운전원'],
      cs: ['jeřábník', 'jeřábnice'],
      hu: ['darukezelő', 'darus'],
    },
  },
  copywriters: {
    fn: 'marketing',
    seniority: null,
    tier: 1,
    terms: {
      en: ['copywriter', 'advertising copywriter'],
      de: ['werbetexter*', 'texter', 'texterin'],
      fr: ['concepteur redacteur', 'conceptrice redactrice', 'redacteur publicitaire', 'redactrice publicitaire'],
      es: ['redactor publicitario', 'redactora publicitaria'],
      fi: ['mainostekstittaja*', 'copywriter'],
      el: ['κειμενογραφ*'],
      hi: ['कॉपीराइटर', 'विज्ञापन लेखक'],
      ru: ['копирайтер*', 'таргетолог*'],
      uk: ['копірайтер*', 'таргетолог*'],
      tr: ['reklam metin yazarı', 'metin yazarı'],
      pl: ['copywriter*'],
    },
  },
  kitchenHelpers: {
    fn: 'operations',
    seniority: null,
    tier: 1,
    terms: {
      ko: ['주방 보조', '주방 보조원', '주방보조'],
      ja: ['調理補助'],
      zh: ['厨房帮工', '后厨帮工', '帮厨'],
      fi: ['keittiöapulainen', 'keittiöapu'],
      vi: ['phu bep', 'so che bep'],
    },
  },
  networkAdmins: {
    fn: 'engineering',
    seniority: null,
    tier: 1,
    terms: {
      fi: ['verkkoasiantuntija*', 'lähiverkko*'],
      de: ['systembetreuer*'],
      pt: ['analista de redes', 'tecnico de redes'],
      tr: ['ağ uzmanı', 'sistem ve ağ uzmanı', 'ağ yöneticisi'],
      cs: ['správce serverů', 'správce sítě', 'správce sítí'],
      hi: ['सर्वर एवं नेटवर्क तकनीशियन', 'नेटवर्क तकनीशियन', 'सर्वर तकनीशियन'],
    },
  },
  userResearchers: {
    fn: 'product',
    seniority: null,
    tier: 1,
    terms: { fi: ['käyttäjätutkija*'], zh: ['用户研究'], hi: ['उपयोगकर्ता अनुभव शोधकर्ता', 'यूएक्स शोधकर्ता'] },
  },
  travellingSales: {
    fn: 'sales',
    seniority: null,
    tier: 1,
    terms: {
      fr: ['vrp'],
      pl: ['akwizytor*'],
      tr: ['plasiyer'],
      de: ['handelsvertreter*'],
      fi: ['autokauppias', '*kauppias'],
    },
  },
  accessAndCashTransport: {
    fn: 'operations',
    seniority: null,
    tier: 1,
    terms: {
      es: ['controlador de accesos', 'controladora de accesos'],
      nl: ['toegangscontroleur*'],
      fi: ['turvatarkastaja*'],
      sv: ['värdetransportör*'],
      pl: ['konwojent*'],
      fr: ['maitre chien', 'agent de prevention et securite', 'agent de securite'],
    },
  },
  /** Oncology, pharmaceutical and biotech sales: sales, not the lab science the "oncology" rule reads. */
  specialtySales: {
    fn: 'sales',
    seniority: null,
    tier: 1,
    terms: { en: ['oncology sales', 'pharmaceutical sales', 'pharma sales', 'biotech sales'], cs: ['lékařský reprezentant*', 'lékařská reprezentant*'] },
  },
};

/**
 * The appointed chief of a city, town or county, or of a school district: c_level / executive (the read sets w3i, w3m).
 * Not an occupation: under an owner's title an occupation lends no function, and these are the chief's own words.
 */
const PUBLIC_SECTOR_CHIEFS = entries(
  'en',
  [
    'city manager', 'town manager', 'village manager', 'borough manager', 'county manager', 'city administrator', 'town administrator',
    'county administrator', 'county executive', 'superintendent of schools', 'school superintendent', 'schools superintendent',
  ].map((term) => [term, 'c_level', 'executive', 1] as const),
);

export const PUBLIC_AND_FLOOR_OCCUPATIONS: readonly LexiconEntry[] = [...familyEntries(FAMILIES), ...PUBLIC_SECTOR_CHIEFS];
