import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_CODES, errorCodeInfo, isRetryableCode } from './error-codes.js';
import { MESSAGES } from './messages.js';

describe('error codes', () => {
  it('include the codes SPEC §8 names, with their own words', () => {
    expect(ERROR_CODES.LIMIT_REACHED.retryable).toBe(false);
    expect(ERROR_CODES.BUSINESS_OCCUPIED_BY_OTHER_USER.message).toBe(
      'The business you have selected is linked to another user, please contact support for further assistance.',
    );
  });

  it('are retryable only where nothing was done and waiting cures it', () => {
    const retryable = Object.entries({ ...ERROR_CODES, ...CLIENT_ERROR_CODES })
      .filter(([, info]) => info.retryable)
      .map(([code]) => code);
    expect(retryable.sort()).toEqual(['NETWORK', 'UNAVAILABLE']);
    expect(ERROR_CODES.UNAVAILABLE.status).toBe(503);
  });

  it('treat a code they do not know as a failure not worth repeating', () => {
    expect(errorCodeInfo('SOMETHING_NEW')).toEqual(ERROR_CODES.INTERNAL);
    expect(isRetryableCode('toString')).toBe(false);
  });

  it('give every code an HTTP status of the right class', () => {
    for (const [code, info] of Object.entries(ERROR_CODES)) {
      const expected = code === 'INTERNAL' || code === 'UNAVAILABLE' ? 5 : 4;
      expect(Math.floor(info.status / 100), code).toBe(expected);
    }
  });
});

// SPEC §8 word for word: the catalogue entries a reworded message would break.
describe('the §8 catalogue', () => {
  it('keeps the spec wording', () => {
    expect(MESSAGES).toMatchObject({
      entityLinkOccupied:
        'The business you have selected is linked to another user, please contact support for further assistance.',
      entityLinkOther: 'Something went wrong. Please try again later or contact us for help.',
      conversationLoadFailed: 'Unable to load your conversation history.',
      ratingFailed: 'Unable to rate response.',
      draftUpdated: 'Draft updated successfully',
      draftUpdateFailed: 'Failed to update draft',
      uploadProgress: 'Document uploading... AI review will begin shortly',
      uploadFailed: 'Failed to upload file. Please try again later.',
      uploadNoSession: 'User session not available',
      uploadMissingResult: 'Failed to upload file',
      trialUpgradeFailed:
        "An error occurred with the upgrade. Please contact the product's support.",
      subscriptionChangeFailed:
        'An error occurred when processing your subscription change. Please try again later.',
      referralLinkFailed: 'Error, no referral link generated.',
      referralLinkCopied: 'Link copied!',
      reviewFailed: 'Review could not be submitted',
      teamInviteFailedTitle: 'Invitation Failed',
      teamInviteLimitReached: 'Max limit of team members invited',
      teamInviteFailed: 'Something went wrong try again',
      teamInviteSent: 'Invitation sent',
      taxPlanAttached: 'Tax plan attached successfully',
      taxPlanAttachFailed: 'Error attaching tax plan to the business',
      virtualOfficeSignatureFailed: 'Failed to upload signature, please try again',
      virtualOfficeUpdateFailed: 'Error updating your virtual office ',
      licenceAttachErrorPrefix: 'Error: ',
      planResubscribed: 'Plan successfully resubscribed',
      planReactivated: 'Plan successfully reactivated',
      referralCardLoading: 'Loading...',
      referralCardError: 'Error',
    });
  });
});
