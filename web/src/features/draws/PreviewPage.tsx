import { ActivityScreen } from './ActivityScreen'

/** memberMinVolume/pages/Preview/index?id= (anyone): an activity as members will see it, under a preview banner; nothing can be drawn. */
export default function PreviewPage() {
  return <ActivityScreen variant="preview" />
}
