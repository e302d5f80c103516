import { areaIndex, provinceOf } from './area-data';

/** The codes that are neither a mainland province nor one of its cities. */
export function unknownCodes(codes: readonly string[]): string[] {
  const { labels } = areaIndex();
  return codes.filter((c) => !labels.has(c));
}

/**
 * Folds a choice of known codes into its stored form, in the order of the area data: a city under
 * a chosen province goes (the province covers it), and a province whose every city is chosen is
 * stored as the province. Duplicates go too.
 */
export function foldCodes(codes: readonly string[]): string[] {
  const { citiesOf } = areaIndex();
  const chosen = new Set(codes);
  const folded: string[] = [];
  for (const [province, cities] of citiesOf) {
    if (chosen.has(province) || (cities.length > 0 && cities.every((c) => chosen.has(c)))) {
      folded.push(province);
    } else {
      folded.push(...cities.filter((c) => chosen.has(c)));
    }
  }
  return folded;
}

/** Counts and the first few labels of a stored coverage, for the goods list. */
export function summarise(nationwide: boolean, codes: readonly string[], maxLabels = 5) {
  const { labels } = areaIndex();
  const provinces = codes.filter((c) => provinceOf(c) === c);
  return {
    nationwide,
    province_count: provinces.length,
    city_count: codes.length - provinces.length,
    labels: codes.slice(0, maxLabels).map((c) => labels.get(c) ?? c),
  };
}
