/** @file What other features may use of the waiting list: opening the sign-up, joining it, and its offer. */
export { useJoinWaitingList, type JoinWaitingListInput, type JoinWaitingListResult } from "./api/join-waiting-list";
export { EARLY_ACCESS_OFFER, SIGN_UP_BENEFITS } from "./benefits";
export {
  useWaitingList,
  WaitingListContext,
  type OpenWaitingListOptions,
  type WaitingListControls,
} from "./waiting-list-context";
