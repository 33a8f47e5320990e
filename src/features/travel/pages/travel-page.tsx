import { paths } from '@/app/paths'
import { UnderConstruction } from '@/components/under-construction'

export function TravelPage() {
  return (
    <UnderConstruction
      title="Kelionės"
      description="Kelionės į Lietuvą: maršrutai, paslaugos ir patarimai."
      path={paths.travel}
    />
  )
}
