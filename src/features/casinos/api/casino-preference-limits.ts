/** The longest Player Club ID kept (the form's maxLength and the schema's check). */
export const PLAYER_CLUB_ID_MAX = 100;
