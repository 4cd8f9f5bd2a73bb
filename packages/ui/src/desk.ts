/**
 * The front desk's entry (`@klinik/ui/desk`): its parts and page templates, apart from
 * the library's one public entry (`./index.ts`), so the public site's bundle never imports any
 * of it. The desk's routes import from here only.
 */
export {
  deskChoiceParams,
  deskFields,
  deskIntent,
  intentStatus,
} from './sections/desk/desk-intents';
export type { DeskIntent, StatusIntent } from './sections/desk/desk-intents';
export { branchName, deskInstant, visitTime, type DeskInstant } from './sections/desk/desk-format';
export {
  VisitStatusBadge,
  type VisitStatusBadgeProps,
} from './sections/desk/visit-status-badge/visit-status-badge';
export { BookingRow, type BookingRowProps } from './sections/desk/booking-row/booking-row';
export { DaySchedule, type DayScheduleProps } from './sections/desk/day-schedule/day-schedule';
export {
  BookingDetail,
  type BookingDetailProps,
} from './sections/desk/booking-detail/booking-detail';
export {
  DeskBookingForm,
  type DeskBookingChoice,
  type DeskBookingFormProps,
} from './sections/desk/desk-booking-form/desk-booking-form';
export { WeekOverview, type WeekOverviewProps } from './sections/desk/week-overview/week-overview';
export { DateSwitcher, type DateSwitcherProps } from './sections/desk/date-switcher/date-switcher';
export { DeskSearch, type DeskSearchProps } from './sections/desk/desk-search/desk-search';
export { ClosureList, type ClosureListProps } from './sections/desk/closure-list/closure-list';
export { ClosureForm, type ClosureFormProps } from './sections/desk/closure-form/closure-form';
export { MessageList, type MessageListProps } from './sections/desk/message-list/message-list';
export { AccountList, type AccountListProps } from './sections/desk/account-list/account-list';
export { AccountForm, type AccountFormProps } from './sections/desk/account-form/account-form';
export { LogTable, type LogPage, type LogTableProps } from './sections/desk/log-table/log-table';
export {
  PrivacyRequestList,
  type PrivacyRequestListProps,
} from './sections/desk/privacy-request-list/privacy-request-list';
export {
  PersonData,
  type PersonDataProps,
  type PersonEraseAnswer,
} from './sections/desk/person-data/person-data';
export { SignInForm, type SignInFormProps } from './sections/desk/sign-in-form/sign-in-form';
export { SetupForm, type SetupFormProps } from './sections/desk/setup-form/setup-form';
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
} from './sections/desk/password-change-form/password-change-form';
export { SessionList, type SessionListProps } from './sections/desk/session-list/session-list';
export {
  DeskShell,
  type DeskFrame,
  type DeskLinks,
  type DeskPlace,
  type DeskShellProps,
} from './layout/desk-shell/desk-shell';
export {
  DeskSignInPage,
  type DeskSignInPageProps,
} from './templates/desk-sign-in-page/desk-sign-in-page';
export {
  DeskSetupPage,
  type DeskSetupPageProps,
} from './templates/desk-setup-page/desk-setup-page';
export { DeskDayPage, type DeskDayPageProps } from './templates/desk-day-page/desk-day-page';
export { DeskWeekPage, type DeskWeekPageProps } from './templates/desk-week-page/desk-week-page';
export {
  DeskBookingPage,
  type DeskBookingPageProps,
} from './templates/desk-booking-page/desk-booking-page';
export {
  DeskNewBookingPage,
  type DeskNewBookingPageProps,
} from './templates/desk-new-booking-page/desk-new-booking-page';
export {
  DeskSearchPage,
  type DeskSearchPageProps,
} from './templates/desk-search-page/desk-search-page';
export {
  DeskClosuresPage,
  type DeskClosuresPageProps,
} from './templates/desk-closures-page/desk-closures-page';
export {
  DeskMessagesPage,
  type DeskMessagesPageProps,
} from './templates/desk-messages-page/desk-messages-page';
export {
  DeskAccountsPage,
  type DeskAccountsPageProps,
} from './templates/desk-accounts-page/desk-accounts-page';
export { DeskLogPage, type DeskLogPageProps } from './templates/desk-log-page/desk-log-page';
export {
  DeskAccountPage,
  type DeskAccountPageProps,
} from './templates/desk-account-page/desk-account-page';
export {
  DeskPrivacyPage,
  type DeskPrivacyPageProps,
} from './templates/desk-privacy-page/desk-privacy-page';
export {
  DeskPersonPage,
  type DeskPersonPageProps,
} from './templates/desk-person-page/desk-person-page';
