import { ActivityScreen } from './ActivityScreen'

/** memberMinVolume/pages/blindBox/index?id= (anyone): a blind box opened one at a time. */
export default function BlindBoxPage() {
  return <ActivityScreen variant="blindBox" />
}
