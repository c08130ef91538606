/** What the team folder's refusals say. */
export const TEAM_FOLDER_MESSAGES = {
  noTeam: 'The team folder is for a team owner and the team’s members. Join or build a team first.',
  notInFolder: 'That document is not in your team folder.',
  cannotTakeOut: 'Only the document’s owner or the team owner can take it out of the team folder.',
  teamChanged: 'Your team changed while this was saved. Please try again.',
} as const;
