// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @notice What the validator reads of an account: its owner, who may revoke by signature.
interface IOwnedAccount {
    function owner() external view returns (address);
}

/// @title SessionKeyValidator
/// @notice Airlock's on-chain enforcement of ERC-7715 session permissions. An account
///         (`SessionAccount`) grants a session key a policy — which contracts and functions it may
///         call, how much native currency and which ERC-20 amounts it may move per period, from
///         when until when — and consults this contract when a user operation carries a session
///         signature. Everything is checked during validation, so an operation outside the policy
///         is never included and costs nothing.
///
///         Storage is keyed with the account as the innermost mapping key (ERC-7562 associated
///         storage) and validation reads no TIMESTAMP: the operation names the spending period it
///         belongs to, and the validator returns that period's window (clipped to the session's) as
///         `validAfter`/`validUntil`, which the EntryPoint enforces.
///
///         Session signature (the operation's `signature`):
///         `SESSION_MAGIC (4) | abi.encode(id, periodIndex, permissions, limits, keySignature)`,
///         where `keySignature` is the session key's ECDSA signature over the user operation hash.
///
///         A session ends when the account calls `revoke`, or when anyone relays the account
///         owner's EIP-712 `RevokeSession(account, id)` signature to `revokeFor` (the server does,
///         so revoking needs no user operation).
contract SessionKeyValidator is EIP712 {
    /// @notice A call the session may make: `selector` on `target`. `0x00000000` allows a call
    ///         with empty data (a plain native transfer).
    struct Permission {
        address target;
        bytes4 selector;
    }

    /// @notice At most `amount` of `token` (address(0): native currency) moved per period.
    struct SpendLimit {
        address token;
        uint256 amount;
    }

    struct Session {
        address key;
        uint48 validAfter;
        uint48 validUntil;
        /// Seconds in a spending period, counted from `validAfter`; 0: one period, the whole session.
        uint48 period;
        bool revoked;
        bytes32 policyHash;
    }

    struct Usage {
        uint48 periodIndex;
        uint208 spent;
    }

    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    /// @notice Prefix of a session signature.
    bytes4 public constant SESSION_MAGIC = 0x5e551047;

    bytes4 private constant EXECUTE = bytes4(keccak256("execute(address,uint256,bytes)"));
    bytes4 private constant EXECUTE_BATCH = bytes4(keccak256("executeBatch((address,uint256,bytes)[])"));
    bytes4 private constant TRANSFER = bytes4(keccak256("transfer(address,uint256)"));
    bytes4 private constant APPROVE = bytes4(keccak256("approve(address,uint256)"));
    bytes4 private constant TRANSFER_FROM = bytes4(keccak256("transferFrom(address,address,uint256)"));

    /// session id => account => session
    mapping(bytes32 => mapping(address => Session)) private _sessions;
    /// session id => token => account => what was spent in the current period
    mapping(bytes32 => mapping(address => mapping(address => Usage))) private _usage;

    bytes32 private constant REVOKE_TYPEHASH = keccak256("RevokeSession(address account,bytes32 id)");

    /// @notice The whole policy is in the event: the chain is where a wallet lists its sessions from.
    event SessionGranted(
        address indexed account,
        bytes32 indexed id,
        address indexed key,
        uint48 validAfter,
        uint48 validUntil,
        uint48 period,
        Permission[] permissions,
        SpendLimit[] limits
    );
    event SessionRevoked(address indexed account, bytes32 indexed id);

    error InvalidSession();
    error SessionExists(bytes32 id);
    error UnknownSession(bytes32 id);
    error SessionRevokedError(bytes32 id);
    error PolicyMismatch(bytes32 id);
    error CallNotPermitted(address target, bytes4 selector);
    error SpendLimitExceeded(address token, uint256 limit, uint256 wouldSpend);
    error NativeValueNotPermitted(uint256 value);
    error StalePeriod(uint48 periodIndex, uint48 current);
    error PeriodOutOfRange(uint48 periodIndex);
    error UnsupportedCallData(bytes4 selector);
    error NotAccountOwner(address signer);

    constructor() EIP712("SessionKeyValidator", "1") {}

    /// @notice The id of a session an account grants (deterministic, so a client knows it upfront).
    function sessionId(
        address account,
        address key,
        uint48 validAfter,
        uint48 validUntil,
        uint48 period,
        Permission[] calldata permissions,
        SpendLimit[] calldata limits
    ) public pure returns (bytes32) {
        return keccak256(abi.encode(account, key, validAfter, validUntil, period, policyHash(permissions, limits)));
    }

    /// @notice The hash a session stores of its permissions and limits.
    function policyHash(Permission[] calldata permissions, SpendLimit[] calldata limits) public pure returns (bytes32) {
        return keccak256(abi.encode(permissions, limits));
    }

    /// @notice Grants `key` a session on the calling account. Called by the account itself (an
    ///         operation its owner signed).
    function grant(
        address key,
        uint48 validAfter,
        uint48 validUntil,
        uint48 period,
        Permission[] calldata permissions,
        SpendLimit[] calldata limits
    ) external returns (bytes32 id) {
        if (key == address(0) || validUntil <= validAfter || permissions.length == 0) revert InvalidSession();
        id = sessionId(msg.sender, key, validAfter, validUntil, period, permissions, limits);
        if (_sessions[id][msg.sender].key != address(0)) revert SessionExists(id);
        _sessions[id][msg.sender] = Session({
            key: key,
            validAfter: validAfter,
            validUntil: validUntil,
            period: period,
            revoked: false,
            policyHash: policyHash(permissions, limits)
        });
        emit SessionGranted(msg.sender, id, key, validAfter, validUntil, period, permissions, limits);
    }

    /// @notice Revokes one of the calling account's sessions, for good.
    function revoke(bytes32 id) external {
        _revoke(msg.sender, id);
    }

    /// @notice Revokes a session of `account` with its owner's EIP-712 signature; anyone may relay it.
    function revokeFor(address account, bytes32 id, bytes calldata ownerSignature) external {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(REVOKE_TYPEHASH, account, id)));
        (address signer, ECDSA.RecoverError error_,) = ECDSA.tryRecover(digest, ownerSignature);
        if (error_ != ECDSA.RecoverError.NoError || signer != IOwnedAccount(account).owner()) {
            revert NotAccountOwner(signer);
        }
        _revoke(account, id);
    }

    function _revoke(address account, bytes32 id) private {
        Session storage session = _sessions[id][account];
        if (session.key == address(0)) revert UnknownSession(id);
        session.revoked = true;
        emit SessionRevoked(account, id);
    }

    /// @notice A session of `account`.
    function getSession(bytes32 id, address account) external view returns (Session memory) {
        return _sessions[id][account];
    }

    /// @notice What `account` spent of `token` under session `id`, in the period it last spent in.
    function getUsage(bytes32 id, address token, address account) external view returns (Usage memory) {
        return _usage[id][token][account];
    }

    /// @notice Validates a session-signed operation of the calling account and records what it
    ///         spends. Reverts (with one of the errors above) when the operation is outside the
    ///         policy; returns a failed signature when the session key did not sign it.
    function validateSessionUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash)
        external
        returns (uint256 validationData)
    {
        address account = msg.sender;
        (
            bytes32 id,
            uint48 periodIndex,
            Permission[] memory permissions,
            SpendLimit[] memory limits,
            bytes memory keySignature
        ) = abi.decode(userOp.signature[4:], (bytes32, uint48, Permission[], SpendLimit[], bytes));
        Session memory session = _sessions[id][account];
        if (session.key == address(0)) revert UnknownSession(id);
        if (session.revoked) revert SessionRevokedError(id);
        if (keccak256(abi.encode(permissions, limits)) != session.policyHash) revert PolicyMismatch(id);

        Call[] memory calls = _decodeCalls(userOp.callData);
        uint256[] memory spend = new uint256[](limits.length);
        for (uint256 i = 0; i < calls.length; i++) {
            _checkCall(account, calls[i], permissions, limits, spend);
        }
        for (uint256 i = 0; i < limits.length; i++) {
            _record(id, account, periodIndex, limits[i], spend[i]);
        }

        (uint48 validAfter, uint48 validUntil) = _window(session, periodIndex);
        (address signer, ECDSA.RecoverError error_,) = ECDSA.tryRecover(userOpHash, keySignature);
        bool valid = error_ == ECDSA.RecoverError.NoError && signer == session.key;
        return _packValidationData(!valid, validUntil, validAfter);
    }

    function _window(Session memory session, uint48 periodIndex)
        private
        pure
        returns (uint48 validAfter, uint48 validUntil)
    {
        if (session.period == 0) {
            if (periodIndex != 0) revert PeriodOutOfRange(periodIndex);
            return (session.validAfter, session.validUntil);
        }
        uint256 start = uint256(session.validAfter) + uint256(periodIndex) * session.period;
        if (start >= session.validUntil) revert PeriodOutOfRange(periodIndex);
        uint256 end = start + session.period - 1;
        validAfter = uint48(start);
        validUntil = end < session.validUntil ? uint48(end) : session.validUntil;
    }

    function _checkCall(
        address account,
        Call memory call_,
        Permission[] memory permissions,
        SpendLimit[] memory limits,
        uint256[] memory spend
    ) private view {
        bytes4 selector = call_.data.length >= 4 ? bytes4(call_.data) : bytes4(0);
        // Never the account itself or this validator: a session cannot widen its own powers.
        if (call_.target == account || call_.target == address(this)) {
            revert CallNotPermitted(call_.target, selector);
        }
        if (call_.data.length > 0 && call_.data.length < 4) revert CallNotPermitted(call_.target, selector);
        bool permitted = false;
        for (uint256 j = 0; j < permissions.length; j++) {
            if (permissions[j].target == call_.target && permissions[j].selector == selector) {
                permitted = true;
                break;
            }
        }
        if (!permitted) revert CallNotPermitted(call_.target, selector);

        if (call_.value > 0) {
            uint256 index = _limitIndex(limits, address(0));
            if (index == type(uint256).max) revert NativeValueNotPermitted(call_.value);
            spend[index] += call_.value;
        }
        uint256 tokenIndex = _limitIndex(limits, call_.target);
        if (tokenIndex != type(uint256).max) spend[tokenIndex] += _tokenAmount(selector, call_.data);
    }

    function _record(bytes32 id, address account, uint48 periodIndex, SpendLimit memory limit, uint256 amount)
        private
    {
        Usage storage usage = _usage[id][limit.token][account];
        uint256 spent = usage.spent;
        if (periodIndex < usage.periodIndex) revert StalePeriod(periodIndex, usage.periodIndex);
        if (periodIndex > usage.periodIndex) spent = 0;
        uint256 total = spent + amount;
        if (total > limit.amount) revert SpendLimitExceeded(limit.token, limit.amount, total);
        if (amount == 0 && periodIndex == usage.periodIndex) return;
        usage.periodIndex = periodIndex;
        usage.spent = uint208(total);
    }

    function _limitIndex(SpendLimit[] memory limits, address token) private pure returns (uint256) {
        for (uint256 i = 0; i < limits.length; i++) {
            if (limits[i].token == token) return i;
        }
        return type(uint256).max;
    }

    /// The ERC-20 amount a call moves (or lets a spender move): transfer, approve, transferFrom.
    function _tokenAmount(bytes4 selector, bytes memory data) private pure returns (uint256 amount) {
        if (selector == TRANSFER || selector == APPROVE) {
            if (data.length < 68) revert CallNotPermitted(address(0), selector);
            assembly {
                amount := mload(add(data, 68))
            }
        } else if (selector == TRANSFER_FROM) {
            if (data.length < 100) revert CallNotPermitted(address(0), selector);
            assembly {
                amount := mload(add(data, 100))
            }
        }
    }

    function _decodeCalls(bytes calldata callData) private pure returns (Call[] memory calls) {
        bytes4 selector = callData.length >= 4 ? bytes4(callData[:4]) : bytes4(0);
        if (selector == EXECUTE) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            calls = new Call[](1);
            calls[0] = Call(target, value, data);
        } else if (selector == EXECUTE_BATCH) {
            calls = abi.decode(callData[4:], (Call[]));
        } else {
            revert UnsupportedCallData(selector);
        }
    }
}
