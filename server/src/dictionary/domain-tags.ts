/*
 * The bracketed tags of ECDICT's Chinese translations ('[医] 儿童', '[俚]醉的'), by what they mean to a
 * learner. A field tag marks a specialist sense (medicine, computing, law...) that a learner adding an
 * everyday word does not need; a usage tag (slang, American...) qualifies an ordinary sense. The counts
 * over ECDICT's common words decided which are listed; any other tag is shown as written.
 */

const FIELDS: Readonly<Record<string, string>> = {
  医: '医学',
  计: '计算机',
  化: '化学',
  法: '法律',
  经: '经济',
  机: '机械',
  电: '电学',
  建: '建筑',
  植: '植物',
  动: '动物',
  物: '物理',
  生: '生物',
  生化: '生物化学',
  数: '数学',
  天: '天文',
  地: '地理',
  地质: '地质',
  解: '解剖',
  核: '核物理',
  军: '军事',
  宗: '宗教',
  哲: '哲学',
  心: '心理学',
  昆: '昆虫',
  鱼: '鱼类',
  鸟: '鸟类',
  乐: '音乐',
  音: '音乐',
  语: '语言学',
  古生: '古生物',
  希神: '希腊神话',
  圣经: '圣经',
  电影: '电影',
};

const USAGES: Readonly<Record<string, string>> = {
  俚: '俚语',
  美俚: '美国俚语',
  口: '口语',
  美口: '美国口语',
  古: '古语',
  方: '方言',
  美: '美式',
  英: '英式',
  澳: '澳大利亚',
  复: '复数',
  总称: '总称',
  人名: '人名',
  地名: '地名',
  姓氏: '姓氏',
};

/** The readable label of a tag ('医' -> '医学'); the tag itself when it is none of the known ones. */
export function tagLabel(tag: string): string {
  return FIELDS[tag] ?? USAGES[tag] ?? tag;
}

/** Whether the tag marks a specialist field rather than a register or a kind of name. */
export function isFieldTag(tag: string): boolean {
  return Object.hasOwn(FIELDS, tag);
}
