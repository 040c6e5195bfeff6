/** ECDICT writes stress marks as ASCII ' and , ; show them as IPA's ˈ and ˌ between slashes. */
export function formatPhonetic(phonetic: string): string {
  return `/${phonetic.replace(/'/g, 'ˈ').replace(/,/g, 'ˌ')}/`;
}
