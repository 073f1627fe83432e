// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SessionKeyValidator} from "./SessionKeyValidator.sol";

/// @title SessionAccount
/// @notice The reference SimpleAccount (EntryPoint v0.8), unchanged for its owner, that also
///         accepts operations signed by a session key: an operation whose signature starts with
///         `SESSION_MAGIC` is validated by the `SessionKeyValidator`, which enforces the session's
///         permissions on chain. SimpleAccount cannot delegate validation, hence this variant.
///         Same storage layout as SimpleAccount: a SimpleAccount may upgrade to it (UUPS).
///
///         ERC-1271: `isValidSignature(hash, signature)` accepts the owner's ECDSA signature over
///         `replaySafeHash(hash)`, the EIP-712 hash of `AirlockAccountMessage(bytes32 hash)` in the
///         domain `{ name: "Airlock SessionAccount", version: "1", chainId, verifyingContract: this
///         account }` (the scheme of Coinbase Smart Wallet's `CoinbaseSmartWalletMessage`). Binding
///         the account and the chain means a signature one account gives is not valid for another
///         account of the same owner, nor on another chain. Session keys never sign for 1271.
contract SessionAccount is SimpleAccount, IERC1271 {
    SessionKeyValidator public immutable sessionValidator;

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockAccountMessage(bytes32 hash)");
    bytes32 private constant DOMAIN_NAME_HASH = keccak256("Airlock SessionAccount");
    bytes32 private constant DOMAIN_VERSION_HASH = keccak256("1");

    constructor(IEntryPoint anEntryPoint, SessionKeyValidator validator) SimpleAccount(anEntryPoint) {
        sessionValidator = validator;
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes calldata signature = userOp.signature;
        if (signature.length > 65 && bytes4(signature[:4]) == sessionValidator.SESSION_MAGIC()) {
            return sessionValidator.validateSessionUserOp(userOp, userOpHash);
        }
        return super._validateSignature(userOp, userOpHash);
    }

    /// @notice The hash the owner signs for this account to sign `hash` (ERC-1271): `hash` wrapped
    ///         in this account's and this chain's EIP-712 domain, so it cannot be replayed elsewhere.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator = keccak256(
            abi.encode(DOMAIN_TYPEHASH, DOMAIN_NAME_HASH, DOMAIN_VERSION_HASH, block.chainid, address(this))
        );
        return keccak256(
            abi.encodePacked("\x19\x01", domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)))
        );
    }

    /// @notice ERC-1271: the magic value when `signature` is the owner's over `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error_,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error_ == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/// @title SessionAccountFactory
/// @notice SimpleAccountFactory for `SessionAccount`: CREATE2 ERC-1967 proxies, one per owner and salt.
///         Unlike v0.8's SimpleAccountFactory, anyone may call `createAccount` (as with v0.7's): an
///         ERC-6492 verifier deploys the account inside its `eth_call` to check a signature the
///         account gives before its first operation. The account is the owner's whoever deploys
///         it; a wallet sends `initCode` only while the account has no code.
contract SessionAccountFactory {
    SessionAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint, SessionKeyValidator validator) {
        accountImplementation = new SessionAccount(anEntryPoint, validator);
    }

    /// @notice Creates the account; returns it when it exists.
    function createAccount(address owner, uint256 salt) public returns (SessionAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return SessionAccount(payable(addr));
        account = SessionAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// @notice The counterfactual address of `createAccount(owner, salt)`.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
