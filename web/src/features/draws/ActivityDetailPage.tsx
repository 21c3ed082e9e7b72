import { ActivityScreen } from './ActivityScreen'

/** member/pages/activities/detail/index?id= (&orderNo=, anyone): a lucky wheel or grid; a blind box moves to its own page. */
export default function ActivityDetailPage() {
  return <ActivityScreen variant="game" />
}
