export type TopicCategory = 'bustas' | 'maistas' | 'karjera' | 'seima' | 'keliones' | 'verslas'

export const topicCategoryLabels: Record<TopicCategory, string> = {
  bustas: 'Būstas',
  maistas: 'Maistas',
  karjera: 'Karjera',
  seima: 'Šeima',
  keliones: 'Kelionės',
  verslas: 'Verslas',
}
