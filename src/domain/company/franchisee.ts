import { memoiseByString } from './memoise';

/**
 * Round 30 (issue #21): a brand's franchisee is an employer of its own. A name that says it is a franchisee ("Restaurants
 * Vandermeulen BV (McDonald's franchisenemer)", "Burger King franchisee – Carrols", "franquiciado de Telepizza") holds the
 * brand's word, but the brand does not employ its staff: the brand's line in the group data says nothing of it, and two
 * franchisees of one brand are two companies (their own legal names and page ids decide, as for any two names). The
 * mark is read by its STRUCTURE — the franchise-taker word of each language our profiles use, as a word of its own —,
 * not by brand: every brand's franchisees are one class. "Franchise" alone is no mark: it names franchisors too
 * ("Franchise Brands plc").
 *
 * Round 32 (industries32a): a distributor named after the brand it sells ("Heineken Distributors Ltd", "Distribuidora Nestlé
 * Andina", "经销商") is the same: an independent trader that holds the brand's word, not the brand's company (a group's own
 * arm is written "Distribution", which is no mark).
 */
const FRANCHISEE =
  /(?:^|[^\p{L}])(?:franchis(?:ee|ees|é|ée|és|ées|enemer|enehmer|enehmerin|etagare|etager|etaker|ingtaker|e-?partner|e-?yrittäjä)|franquiciad[oa]s?|franquead[oa]s?|franczyzobiorca|affiliato|licensee|distributors?|distribuidor(?:a|es|as)?|distributeurs?|distributor[ei]|dystrybutor|distribuitor|distrib[uü]t[oö]r[uü]?|дистриб(?:ʼ|')?ютор|дистрибьютор)(?!\p{L})|フランチャイジー|加盟商|가맹점|франчайзи|经销商|經銷商/iu;

/** The company name says it is a franchisee of a brand (in any language the sets use); memoised, as every name read per pair is. */
export const franchiseeName = memoiseByString((name: string): boolean => FRANCHISEE.test(name));
