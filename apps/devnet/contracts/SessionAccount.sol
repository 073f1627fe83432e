// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ISenderCreator} from "@account-abstraction/contracts/interfaces/ISenderCreator.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {SessionKeyValidator} from "./SessionKeyValidator.sol";

/// @title SessionAccount
/// @notice The reference SimpleAccount (EntryPoint v0.8), unchanged for its owner, that also
///         accepts operations signed by a session key: an operation whose signature starts with
///         `SESSION_MAGIC` is validated by the `SessionKeyValidator`, which enforces the session's
///         permissions on chain. SimpleAccount cannot delegate validation, hence this variant.
///         Same storage layout as SimpleAccount: a SimpleAccount may upgrade to it (UUPS).
contract SessionAccount is SimpleAccount {
    SessionKeyValidator public immutable sessionValidator;

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
}

/// @title SessionAccountFactory
/// @notice SimpleAccountFactory for `SessionAccount`: CREATE2 ERC-1967 proxies, one per owner and salt.
contract SessionAccountFactory {
    SessionAccount public immutable accountImplementation;
    ISenderCreator public immutable senderCreator;

    constructor(IEntryPoint anEntryPoint, SessionKeyValidator validator) {
        accountImplementation = new SessionAccount(anEntryPoint, validator);
        senderCreator = anEntryPoint.senderCreator();
    }

    /// @notice Creates the account (only through the EntryPoint's SenderCreator); returns it when it exists.
    function createAccount(address owner, uint256 salt) public returns (SessionAccount account) {
        require(msg.sender == address(senderCreator), "only callable from SenderCreator");
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
