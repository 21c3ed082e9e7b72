import { ActivityScreen } from './ActivityScreen'

/** memberMinVolume/pages/blindBoxMulti/index?id= (and member/pages/activities/blindBoxMulti/index): the box's multi-draw, its boxes opened together. */
export default function BlindBoxMultiPage() {
  return <ActivityScreen variant="multi" />
}
