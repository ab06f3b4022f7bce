/**
 * What a logistics company keeps per division beyond the package's names and codes (docs/domain/base-data.md,
 * "Countries and regions"): postal codes of Guangdong's cities and of the other provinces' capitals (the city's main
 * code, which its districts and towns take until someone enters their own), and the provinces carriers surcharge as
 * remote (偏远地区: SF Express, JD and the main express networks list Xinjiang, Tibet, Qinghai, Inner Mongolia,
 * Ningxia and Gansu).
 */
export const CITY_POSTAL_CODES: Record<string, string> = {
  440100: '510000', 440200: '512000', 440300: '518000', 440400: '519000', 440500: '515000', 440600: '528000', 440700: '529000',
  440800: '524000', 440900: '525000', 441200: '526000', 441300: '516000', 441400: '514000', 441500: '516600', 441600: '517000',
  441700: '529500', 441800: '511500', 441900: '523000', 442000: '528400', 445100: '521000', 445200: '522000', 445300: '527300',
  110100: '100000', 120100: '300000', 310100: '200000', 500100: '400000', 330100: '310000', 330200: '315000', 320100: '210000',
  320500: '215000', 350200: '361000', 370200: '266000', 420100: '430000', 430100: '410000', 510100: '610000', 610100: '710000',
  650100: '830000', 540100: '850000', 630100: '810000', 150100: '010000', 640100: '750000', 620100: '730000', 460100: '570000',
};

/** GB/T 2260 two-digit prefixes of the provinces seeded as remote areas. */
export const REMOTE_PROVINCES = ['65', '54', '63', '15', '64', '62'];
