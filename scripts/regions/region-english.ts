/** English names of divisions: the usual ones for provinces, pinyin with the level's English word below. */
import { pinyin } from 'pinyin-pro';

export const PROVINCE_ENGLISH: Record<string, string> = {
  北京市: 'Beijing', 天津市: 'Tianjin', 河北省: 'Hebei', 山西省: 'Shanxi', 内蒙古自治区: 'Inner Mongolia', 辽宁省: 'Liaoning',
  吉林省: 'Jilin', 黑龙江省: 'Heilongjiang', 上海市: 'Shanghai', 江苏省: 'Jiangsu', 浙江省: 'Zhejiang', 安徽省: 'Anhui',
  福建省: 'Fujian', 江西省: 'Jiangxi', 山东省: 'Shandong', 河南省: 'Henan', 湖北省: 'Hubei', 湖南省: 'Hunan',
  广东省: 'Guangdong', 广西壮族自治区: 'Guangxi', 海南省: 'Hainan', 重庆市: 'Chongqing', 四川省: 'Sichuan', 贵州省: 'Guizhou',
  云南省: 'Yunnan', 西藏自治区: 'Tibet', 陕西省: 'Shaanxi', 甘肃省: 'Gansu', 青海省: 'Qinghai', 宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
};

/** Endings and their English words, longest first. */
const ENDINGS: [string, string][] = [
  ['自治县', ' Autonomous County'], ['自治州', ' Autonomous Prefecture'], ['街道办事处', ' Subdistrict'], ['街道', ' Subdistrict'],
  ['新区', ' New Area'], ['地区', ' Prefecture'], ['林区', ' Forest District'], ['盟', ' League'], ['旗', ' Banner'],
  ['区', ' District'], ['县', ' County'], ['市', ''], ['镇', ' Town'], ['乡', ' Township'], ['省', ''],
];

/** Pinyin of Chinese text as one capitalised word, with the apostrophe before a syllable that starts with a vowel. */
export function pinyinWord(text: string): string {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', v: true }).filter(Boolean);
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A division's English name from its Chinese one.
 * @example englishName('南山区'); // 'Nanshan District'
 * @example englishName('宝安区'); // "Bao'an District"
 * @example englishName('南头街道'); // 'Nantou Subdistrict'
 */
export function englishName(zh: string): string {
  const name = zh.replace(/[（(].*[)）]$/, '');
  for (const [ending, english] of ENDINGS) {
    if (name.endsWith(ending) && name.length > ending.length) return `${pinyinWord(name.slice(0, -ending.length))}${english}`;
  }
  return pinyinWord(name);
}

/** Hong Kong, Macao and Taiwan are named in English by their own romanisations, not by Mandarin pinyin. */
export const SAR_ENGLISH: Record<string, string> = {
  香港特别行政区: 'Hong Kong SAR', 香港岛: 'Hong Kong Island', 九龙: 'Kowloon', 新界: 'New Territories',
  中西区: 'Central and Western District', 湾仔区: 'Wan Chai District', 东区: 'Eastern District', 南区: 'Southern District',
  油尖旺区: 'Yau Tsim Mong District', 深水埗区: 'Sham Shui Po District', 九龙城区: 'Kowloon City District', 黄大仙区: 'Wong Tai Sin District',
  观塘区: 'Kwun Tong District', 葵青区: 'Kwai Tsing District', 荃湾区: 'Tsuen Wan District', 屯门区: 'Tuen Mun District',
  元朗区: 'Yuen Long District', 北区: 'North District', 大埔区: 'Tai Po District', 沙田区: 'Sha Tin District', 西贡区: 'Sai Kung District',
  离岛区: 'Islands District', 澳门特别行政区: 'Macao SAR', 澳门半岛: 'Macao Peninsula', 澳门外岛: 'Taipa and Coloane',
  台湾省: 'Taiwan', 台北市: 'Taipei', 新北市: 'New Taipei', 桃园市: 'Taoyuan', 台中市: 'Taichung', 台南市: 'Tainan', 高雄市: 'Kaohsiung',
  基隆市: 'Keelung', 新竹市: 'Hsinchu', 嘉义市: 'Chiayi',
};
